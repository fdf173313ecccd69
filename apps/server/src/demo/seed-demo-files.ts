import type { Db } from '@vetbo/db/database';
import { documents, veterinaryEstablishments, veterinaryGroups } from '@vetbo/db/schema/index';
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadDocument } from '../modules/files/documents.service.ts';
import { uploadImage } from '../modules/files/images.service.ts';
import { demoPdf } from './demo-pdf.ts';

const ESTABLISHMENTS_WITH_FILES = 12;
const DEMO_FILES_LOCK_ID = 7_311_402_028;
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A photo-like banner: a gradient and the name, rendered by sharp from SVG. */
async function bannerPng(name: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,62%)"/>
    </linearGradient></defs>
    <rect width="1200" height="500" fill="url(#g)"/>
    <text x="60" y="440" font-family="sans-serif" font-size="54" fill="white">${escapeXml(name)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Demo documents and photos, stored through the same upload path as the API's (type sniffing,
 * thumbnails, history): a contract and a photo for the first establishments, a logo for each group.
 * Runs once: nothing happens when documents already exist.
 */
export async function seedDemoFiles(database: Db): Promise<void> {
  // One transaction under a lock: servers starting together on an empty database seed the files once.
  await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_FILES_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(documents);
    if ((existing?.n ?? 0) === 0) await addDemoFiles(tx as unknown as Db);
  });
}

async function addDemoFiles(db: Db): Promise<void> {
  const establishments = await db
    .select({
      id: veterinaryEstablishments.id,
      name: veterinaryEstablishments.name,
      code: veterinaryEstablishments.privilegedCode,
    })
    .from(veterinaryEstablishments)
    .orderBy(asc(veterinaryEstablishments.id))
    .limit(ESTABLISHMENTS_WITH_FILES);
  for (const [index, establishment] of establishments.entries()) {
    const pdf = demoPdf('Contrat de prestation de services', [
      `Établissement : ${establishment.name} (${establishment.code})`,
      'Objet : abonnement aux services du réseau et conditions de facturation.',
      'Document de démonstration — sans valeur contractuelle.',
    ]);
    await uploadDocument(
      db,
      {
        name: `Contrat ${establishment.code}.pdf`,
        title: 'Contrat de prestation',
        content: pdf.toString('base64'),
        veterinaryEstablishmentId: establishment.id,
      },
      null,
    );
    const photo = await bannerPng(establishment.name, (index * 47) % 360);
    await uploadImage(
      db,
      {
        name: `Façade ${establishment.code}.png`,
        content: photo.toString('base64'),
        veterinaryEstablishmentId: establishment.id,
      },
      null,
    );
  }
  const groups = await db
    .select({ id: veterinaryGroups.id, entitled: veterinaryGroups.entitled })
    .from(veterinaryGroups);
  for (const [index, group] of groups.entries()) {
    const logo = await uploadImage(
      db,
      {
        name: `Logo ${group.entitled}.png`,
        content: (await bannerPng(group.entitled, (index * 83) % 360)).toString('base64'),
        veterinaryGroupId: group.id,
      },
      null,
    );
    await db.update(veterinaryGroups).set({ logoId: logo.id }).where(eq(veterinaryGroups.id, group.id));
  }
}
