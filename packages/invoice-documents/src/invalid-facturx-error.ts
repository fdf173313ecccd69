// The refusal of a document whose Factur-X XML fails the XSD (or the Schematron when asked).

export class InvalidFacturxError extends Error {
  readonly number: string;
  readonly failures: string[];

  constructor(number: string, failures: string[]) {
    super(`The Factur-X XML of ${number} is invalid:\n${failures.join('\n')}`);
    this.name = 'InvalidFacturxError';
    this.number = number;
    this.failures = failures;
  }
}
