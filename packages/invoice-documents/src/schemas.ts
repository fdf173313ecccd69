// Where the product's own copy of the Factur-X 1.09 EN 16931 reference files lives (schemas/README.md).
import { fileURLToPath } from 'node:url';

export const SCHEMA_FOLDER = fileURLToPath(new URL('../schemas/facturx-en16931/', import.meta.url));

/** The XSD entry point and the schemas it imports, in the order xmllint needs them. */
export const XSD_FILES = [
  'Factur-X_EN16931.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
  'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
] as const;

/** The business rules (Schematron compiled to XSLT 2.0); it reads the code lists beside it. */
export const SCHEMATRON_XSL = 'Factur-X_1.09_EN16931.xsl';

/** The XSLT compiled for saxon-js (tools/compile-schematron.ts), gzipped. */
export const SCHEMATRON_SEF = fileURLToPath(
  new URL('../schemas/Factur-X_1.09_EN16931.sef.json.gz', import.meta.url),
);
