// Category and SKU pictures for the demo: small SVG illustrations generated at seed time (a cup in
// the category's colour with its initials), put in the image store so they are served like uploads.
import type { Tx } from '../db/client';
import { databaseImageStore } from '../lib/image-store';

const PALETTE = ['#8d5b3e', '#5a3a1e', '#e0704a', '#f2c14e', '#4f8a4b', '#3b2a20', '#c98b4f', '#9b6bb3'];

function cupSvg(name: string, colour: string): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="32" fill="#fbf4ea"/>
<path d="M72 72h112l-14 136a16 16 0 0 1-16 14h-52a16 16 0 0 1-16-14z" fill="${colour}"/>
<rect x="64" y="60" width="128" height="16" rx="6" fill="#3b2a20"/>
<rect x="138" y="24" width="10" height="44" rx="4" fill="#3b2a20" transform="rotate(12 143 46)"/>
<text x="128" y="160" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>
`;
}

/** Stores one image per name, in the seed's transaction, and answers its URL by name. */
export async function storeDemoImages(tx: Tx, names: readonly string[]): Promise<Record<string, string>> {
  const store = databaseImageStore(tx);
  const urls: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const bytes = Buffer.from(cupSvg(name, PALETTE[i % PALETTE.length]!));
    urls[name] = `/uploads/${await store.put({ bytes, contentType: 'image/svg+xml', extension: 'svg' })}`;
  }
  return urls;
}
