import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dish, MediaFile, MediaList, Organization } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, organizationTeam, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

let owner: Actor;
let admin: Actor;
let staff: Actor;
let org: Organization;
let other: Organization;
let otherOwner: Actor;
let manager: Actor;
let base: string;

beforeAll(async () => {
  await clearEmulators();
  ({ owner, admin, staff, org } = await organizationTeam('Casa Lola', ['restaurant']));
  manager = await registeredUser('Marcos');
  await addMember(owner, org.id, manager, 'manager');
  otherOwner = await registeredUser('Beto');
  other = await createOrganization(otherOwner, 'Casa Beto', ['restaurant']);
  base = `/api/organizations/${org.id}`;
});

/** A real image of the given size and format, made here. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const upload = (
  actor: Actor | null,
  bytes: Buffer,
  { type = 'image/png', name = 'foto.png', organization = org.id } = {},
) => {
  const request = api().post(`/api/organizations/${organization}/media?name=${encodeURIComponent(name)}`);
  if (actor) void request.set(actor.auth);
  return request.set('Content-Type', type).send(bytes);
};

async function uploaded(bytes: Buffer, type = 'image/png'): Promise<MediaFile> {
  const response = await upload(manager, bytes, { type });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as MediaFile;
}

const stored = async () => (await adminDb().collection(`organizations/${org.id}/media`).get()).size;
const filesOf = (organizationId: string) => {
  const folder = join(process.env.MEDIA_DIR || join(tmpdir(), 'plataforma-media'), 'organizations', organizationId);
  return existsSync(folder)
    ? readdirSync(folder, { recursive: true }).filter((f) => /\.(webp|pdf)$/.test(String(f)))
    : [];
};

describe('upload and serve', () => {
  it('stores a PNG at every width, served as WebP without sign-in and cached for a year', async () => {
    const media = await uploaded(await image(2000, 1000, 'png'));
    expect(media).toMatchObject({
      kind: 'image',
      name: 'foto.png',
      type: 'image/png',
      width: 2000,
      height: 1000,
      usedBy: [],
    });
    expect(media.sizes.map((s) => [s.width, s.pixelWidth, s.pixelHeight])).toEqual([
      [160, 160, 80],
      [480, 480, 240],
      [1200, 1200, 600],
    ]);
    expect(media.urls).toEqual([160, 480, 1200].map((w) => `${base}/media/${media.id}/${w}.webp`));
    for (const [i, url] of media.urls.entries()) {
      const served = await api().get(url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', media.sizes[i]!.pixelWidth]);
    }
    const doc = (await adminDb().doc(`organizations/${org.id}/media/${media.id}`).get()).data();
    expect(doc).toMatchObject({ type: 'image/png', width: 2000, usedBy: [] });
  });

  it('takes JPEG and WebP, never enlarging a small image, whatever Content-Type is claimed', async () => {
    const jpeg = await uploaded(await image(300, 200, 'jpeg'), 'application/octet-stream');
    expect([jpeg.type, jpeg.sizes.map((s) => s.pixelWidth)]).toEqual(['image/jpeg', [160, 300, 300]]);
    const webp = await uploaded(await image(100, 100, 'webp'), 'image/jpeg');
    expect([webp.type, webp.sizes.map((s) => s.pixelWidth)]).toEqual(['image/webp', [100, 100, 100]]);
    const served = await api().get(`${base}/media/${webp.id}/1200.webp`).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(100);
  });

  it('refuses what is not an image, too large or unreadable, storing nothing', async () => {
    const before = [await stored(), filesOf(org.id).length];
    const text = await upload(manager, Buffer.from('esto no es una imagen'), { name: 'foto.png' });
    expect([text.status, text.body.error.code, text.body.error.message]).toEqual([
      400,
      'media-not-image',
      'El archivo no es una imagen JPEG, PNG o WebP',
    ]);
    const gif = await upload(manager, Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), { type: 'image/gif' });
    expect(gif.body.error.code).toBe('media-not-image');
    const huge = Buffer.concat([await image(10, 10, 'png'), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload(manager, huge);
    expect([tooLarge.status, tooLarge.body.error.code, tooLarge.body.error.message]).toEqual([
      413,
      'media-too-large',
      'La imagen pesa más de 10 MB: redúcela antes de subirla',
    ]);
    const png = await image(50, 50, 'png');
    const broken = await upload(manager, Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]));
    expect([broken.status, broken.body.error.code]).toEqual([400, 'media-unreadable']);
    const json = await api().post(`${base}/media`).set(manager.auth).send({ imagen: 'x' });
    expect([json.status, json.body.error.code]).toEqual([400, 'media-not-image']);
    expect([await stored(), filesOf(org.id).length]).toEqual(before);
  });

  it('lets owners, admins and managers upload, not staff nor strangers', async () => {
    const png = await image(20, 20, 'png');
    expect((await upload(owner, png)).status).toBe(201);
    expect((await upload(admin, png)).status).toBe(201);
    expect((await upload(staff, png)).status).toBe(403);
    expect((await upload(null, png)).status).toBe(401);
    expect((await upload(otherOwner, png)).status).toBe(404);
    const media = await uploaded(png);
    expect((await api().delete(`${base}/media/${media.id}`).set(staff.auth)).status).toBe(403);
  });

  it("answers 404 for another organization's image, an unknown id or size, a crafted path", async () => {
    const media = await uploaded(await image(200, 100, 'png'));
    const viaOther = await api().get(`/api/organizations/${other.id}/media/${media.id}/160.webp`);
    expect(viaOther.status).toBe(404);
    expect((await api().get(`${base}/media/nada/160.webp`)).status).toBe(404);
    expect((await api().get(`${base}/media/${media.id}/999.webp`)).status).toBe(404);
    expect((await api().get(`${base}/media/${media.id}/160.png`)).status).toBe(404);
    expect((await api().get(`${base}/media/..%2F..%2Fx/160.webp`)).status).toBe(404);
    const deleteViaOther = await api().delete(`/api/organizations/${other.id}/media/${media.id}`).set(otherOwner.auth);
    expect(deleteViaOther.status).toBe(404);
    expect((await api().get(media.urls[0]!)).status).toBe(200);
  });
});

/** A small valid PDF (one empty page), made here: binary bytes included, as real PDFs have. */
const pdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n%', 'latin1'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
    Buffer.from(
      '\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    ),
  ]);

/** Reads any answer's body as bytes (superagent parses only some types into a Buffer). */
const asBytes = (url: string) =>
  api()
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('documents', () => {
  it('stores a PDF as it is, served byte-identical without sign-in, opened inline under its name', async () => {
    const bytes = pdf();
    const response = await upload(manager, bytes, { type: 'application/pdf', name: 'Tema 1: introducción.pdf' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const media = response.body as MediaFile;
    expect(media).toMatchObject({
      kind: 'document',
      name: 'Tema 1: introducción.pdf',
      type: 'application/pdf',
      width: 0,
      height: 0,
      bytes: bytes.length,
      sizes: [],
      usedBy: [],
    });
    expect(media.urls).toEqual([`${base}/media/${media.id}/file.pdf`]);
    const served = await asBytes(media.urls[0]!);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="Tema 1 introduccion.pdf"');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    const doc = (await adminDb().doc(`organizations/${org.id}/media/${media.id}`).get()).data();
    expect(doc).toMatchObject({ kind: 'document', type: 'application/pdf', sizes: [] });
  });

  it('tells a PDF by its bytes, not by its name or Content-Type', async () => {
    const unnamed = await upload(manager, pdf(), { type: 'application/octet-stream', name: 'apuntes' });
    expect([unnamed.status, (unnamed.body as MediaFile).type]).toEqual([201, 'application/pdf']);
    const before = [await stored(), filesOf(org.id).length];
    const fake = await upload(manager, Buffer.from('esto no es un PDF'), { type: 'application/pdf', name: 'tema.pdf' });
    expect([fake.status, fake.body.error.code, fake.body.error.message]).toEqual([
      400,
      'media-not-document',
      'El archivo no es un documento PDF',
    ]);
    const png = await upload(manager, Buffer.from('%PNG no'), { type: 'application/octet-stream', name: 'tema.PDF' });
    expect(png.body.error.code).toBe('media-not-document');
    const other = await upload(manager, Buffer.from('hola'), { type: 'text/plain', name: 'notas.txt' });
    expect(other.body.error.code).toBe('media-not-image');
    expect([await stored(), filesOf(org.id).length]).toEqual(before);
  });

  it("answers 404 for an image's id as a document, a document's as an image, another organization's", async () => {
    const document = (await upload(manager, pdf(), { type: 'application/pdf', name: 'a.pdf' })).body as MediaFile;
    const photo = await uploaded(await image(20, 20, 'png'));
    expect((await api().get(`${base}/media/${photo.id}/file.pdf`)).status).toBe(404);
    expect((await api().get(`${base}/media/${document.id}/160.webp`)).status).toBe(404);
    expect((await api().get(`${base}/media/${document.id}/file.PDF`)).status).toBe(404);
    expect((await api().get(`/api/organizations/${other.id}/media/${document.id}/file.pdf`)).status).toBe(404);
    expect((await api().get(`${base}/media/nada/file.pdf`)).status).toBe(404);
  });

  it('lists images and documents, newest first, or one kind', async () => {
    const document = (await upload(manager, pdf(), { type: 'application/pdf', name: 'b.pdf' })).body as MediaFile;
    const photo = await uploaded(await image(20, 20, 'png'));
    const all = await api().get(`${base}/media`).set(manager.auth);
    expect(all.status).toBe(200);
    const items = (all.body as MediaList).items;
    expect(items.slice(0, 2).map((m) => m.id)).toEqual([photo.id, document.id]);
    expect(items.length).toBe(await stored());
    expect(items.find((m) => m.id === photo.id)!.urls).toEqual(photo.urls);
    const documents = (await api().get(`${base}/media?kind=document`).set(manager.auth)).body as MediaList;
    expect(documents.items.length).toBeGreaterThan(0);
    expect(documents.items.every((m) => m.kind === 'document' && m.sizes.length === 0)).toBe(true);
    expect(documents.items[0]!.id).toBe(document.id);
    const images = (await api().get(`${base}/media?kind=image`).set(manager.auth)).body as MediaList;
    expect(images.items[0]!.id).toBe(photo.id);
    expect(images.items.every((m) => m.kind === 'image')).toBe(true);
    expect(images.items.length + documents.items.length).toBe(items.length);
    const wrong = await api().get(`${base}/media?kind=video`).set(manager.auth);
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'validation-failed']);
    expect((await api().get(`${base}/media`).set(staff.auth)).status).toBe(403);
    expect((await api().get(`${base}/media`)).status).toBe(401);
    const foreign = (await api().get(`/api/organizations/${other.id}/media`).set(otherOwner.auth)).body as MediaList;
    expect(foreign.items.some((m) => m.id === document.id)).toBe(false);
  });

  it('deletes a document and its file', async () => {
    const document = (await upload(manager, pdf(), { type: 'application/pdf', name: 'c.pdf' })).body as MediaFile;
    expect((await api().delete(`${base}/media/${document.id}`).set(manager.auth)).status).toBe(204);
    expect((await api().get(document.urls[0]!)).status).toBe(404);
    expect(filesOf(org.id).some((f) => String(f).includes(document.id))).toBe(false);
  });
});

describe('a dish and its photo', () => {
  const restaurant = () => `${base}/restaurant`;
  let categoryId: string;

  beforeAll(async () => {
    const category = await api().post(`${restaurant()}/categories`).set(manager.auth).send({ name: 'Tapas' });
    categoryId = (category.body as { id: string }).id;
  });

  const dishBody = (photoId: string | null, name = 'Tortilla') => ({ name, price: '8,50', categoryId, photoId });
  const usersOf = async (mediaId: string) =>
    (await adminDb().doc(`organizations/${org.id}/media/${mediaId}`).get()).data()?.usedBy as unknown[];

  it('refuses a photo that is not an image of the organization', async () => {
    const foreign = await upload(otherOwner, await image(20, 20, 'png'), { organization: other.id });
    expect(foreign.status).toBe(201);
    for (const photoId of ['nada', (foreign.body as MediaFile).id]) {
      const response = await api().post(`${restaurant()}/dishes`).set(manager.auth).send(dishBody(photoId));
      expect([response.status, response.body.error.fields]).toEqual([
        400,
        { photoId: 'La imagen ya no existe: súbela de nuevo' },
      ]);
    }
    expect((await adminDb().collection(`organizations/${org.id}/dishes`).get()).size).toBe(0);
  });

  it('refuses a PDF where a photo goes', async () => {
    const document = (await upload(manager, pdf(), { type: 'application/pdf', name: 'carta.pdf' })).body as MediaFile;
    const response = await api().post(`${restaurant()}/dishes`).set(manager.auth).send(dishBody(document.id));
    expect([response.status, response.body.error.fields]).toEqual([400, { photoId: 'Elige una imagen' }]);
    expect((await adminDb().collection(`organizations/${org.id}/dishes`).get()).size).toBe(0);
    expect(await usersOf(document.id)).toEqual([]);
  });

  it('records the use: the photo cannot be deleted while a dish shows it', async () => {
    const first = await uploaded(await image(600, 400, 'jpeg'), 'image/jpeg');
    const second = await uploaded(await image(600, 400, 'png'));
    const created = await api().post(`${restaurant()}/dishes`).set(manager.auth).send(dishBody(first.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const dish = created.body as Dish;
    expect(dish.photoId).toBe(first.id);
    expect(await usersOf(first.id)).toEqual([{ kind: 'dish', id: dish.id, name: 'Tortilla' }]);

    const refused = await api().delete(`${base}/media/${first.id}`).set(manager.auth);
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      409,
      'in-use',
      'No se puede eliminar porque se usa en: plato «Tortilla»',
    ]);
    expect((await api().get(first.urls[0]!)).status).toBe(200);

    // Renamed: the use keeps the dish's name; the photo changed: the use moves.
    const renamed = await api()
      .put(`${restaurant()}/dishes/${dish.id}`)
      .set(manager.auth)
      .send(dishBody(first.id, 'Tortilla de patatas'));
    expect(renamed.status).toBe(200);
    expect(await usersOf(first.id)).toEqual([{ kind: 'dish', id: dish.id, name: 'Tortilla de patatas' }]);
    await api().put(`${restaurant()}/dishes/${dish.id}`).set(manager.auth).send(dishBody(second.id));
    expect(await usersOf(first.id)).toEqual([]);
    expect(await usersOf(second.id)).toEqual([{ kind: 'dish', id: dish.id, name: 'Tortilla' }]);

    expect((await api().delete(`${base}/media/${first.id}`).set(manager.auth)).status).toBe(204);
    expect((await adminDb().doc(`organizations/${org.id}/media/${first.id}`).get()).exists).toBe(false);
    expect((await api().get(first.urls[0]!)).status).toBe(404);

    expect((await api().delete(`${base}/media/${second.id}`).set(manager.auth)).status).toBe(409);
    expect((await api().delete(`${restaurant()}/dishes/${dish.id}`).set(manager.auth)).status).toBe(204);
    expect(await usersOf(second.id)).toEqual([]);
    expect((await api().delete(`${base}/media/${second.id}`).set(manager.auth)).status).toBe(204);
    expect((await api().delete(`${base}/media/${second.id}`).set(manager.auth)).status).toBe(404);
  });

  it('a dish without a photo says so', async () => {
    const created = await api()
      .post(`${restaurant()}/dishes`)
      .set(manager.auth)
      .send({ name: 'Pan', price: 1, categoryId });
    expect((created.body as Dish).photoId).toBeNull();
  });
});
