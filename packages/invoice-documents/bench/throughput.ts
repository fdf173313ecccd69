// Throughput of issuing documents: XML + XSD + PDF/A-3 per document, one after the other, as a billing
// run's job does. Prints documents per second and the process's peak resident memory.
//   node packages/invoice-documents/bench/throughput.ts [count=500] [--schematron]
// buildBillingPdf issues in its document thread, whose young generation is capped (README.md, "Memory");
// scripts/bench/billing-pdf-memory.ts shows the memory stage by stage.
import { issueDocuments } from './issue-documents.ts';

const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 500);
const businessRules = process.argv.includes('--schematron');

const started = performance.now();
const bytes = await issueDocuments(count, businessRules);
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  `${count} documents${businessRules ? ' (with the Schematron)' : ''} in ${seconds.toFixed(1)} s: ` +
    `${(count / seconds).toFixed(1)} documents/s, ${Math.round(bytes / count / 1024)} KB each, ` +
    `peak RSS ${peakMb.toFixed(0)} MB`,
);
