// Reads a QRIS payload back as a scanning app would: TLV field by TLV field, checking that each
// length holds and the CRC matches, so the tests check the payload rather than the builder's code.

export type QrisFields = Map<string, string>;

/** The fields of a TLV string by ID; throws when a length runs past the end or an ID repeats. */
export function parseTlv(text: string): QrisFields {
  const fields: QrisFields = new Map();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) throw new Error(`Bad TLV header at ${at}: ${id}${length}`);
    const value = text.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length)) throw new Error(`Field ${id} runs past the end`);
    if (fields.has(id)) throw new Error(`Field ${id} appears twice`);
    fields.set(id, value);
    at += 4 + Number(length);
  }
  return fields;
}

/** CRC-16/CCITT-FALSE written out again from its definition, independent of the server's. */
export function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'ascii')) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = (crc >> 15) & 1;
      const input = (byte >> bit) & 1;
      crc = (crc << 1) & 0xffff;
      if (top ^ input) crc ^= 0x1021;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload's fields, after checking it ends in a CRC that matches. */
export function readQris(payload: string): QrisFields {
  const fields = parseTlv(payload);
  const ids = [...fields.keys()];
  if (ids.at(-1) !== '63') throw new Error('The CRC (63) is not the last field');
  if (!/^[0-9A-F]{4}$/.test(fields.get('63')!)) throw new Error('The CRC is not four upper-case hex digits');
  if (referenceCrc(payload.slice(0, -4)) !== fields.get('63')) throw new Error('The CRC does not match');
  return fields;
}
