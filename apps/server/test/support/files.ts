import sharp from 'sharp';
import { baseUrl } from './api.ts';

/** A small but real PDF (file-type reads the %PDF magic number). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The start of a Windows program (MZ header, PE signature). */
export const EXECUTABLE_BYTES = Buffer.concat([
  Buffer.from([
    0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
  ]),
  Buffer.alloc(512, 0),
]);

export async function pngBytes(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 90 } } })
    .png()
    .toBuffer();
}

export const base64 = (bytes: Buffer) => bytes.toString('base64');

/** A download: the bytes and headers, as a browser gets them. */
export async function download(path: string, token: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
