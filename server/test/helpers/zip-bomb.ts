// Workbooks as an attacker writes them, for the tests and the benchmark of the import's limits: a
// valid .xlsx whose sheet and shared strings inflate to gigabytes (built without ever holding them:
// one flushed deflate block repeated), and one whose zip directory understates what its parts
// inflate to. No library writes a zip that lies, so these few headers are written here.
import { constants, crc32, deflateRawSync } from 'node:zlib';

interface Part {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  /** The size the directory gives for the inflated part. */
  declaredSize: number;
  crc: number;
}

const text = (name: string, xml: string): Part => ({
  name,
  data: deflateRawSync(xml),
  declaredSize: Buffer.byteLength(xml),
  crc: crc32(xml),
});

/** 1 MiB of spaces as a fully flushed deflate block (about a kilobyte), which may be repeated. */
const CHUNK = Buffer.alloc(1024 * 1024, ' ');
const BLOCK = deflateRawSync(CHUNK, { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/** Raw deflate data inflating to CHUNK repeated `times` times: the block repeated, then a last empty block. */
const repeated = (times: number) =>
  Buffer.concat([...Array.from({ length: times }, () => BLOCK), Buffer.from([0x03, 0x00])]);

function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK_PARTS = [
  text(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
  ),
  text(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ),
  text(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="skus" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  text(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
  ),
];

export interface BombOptions {
  /** The upload's size, about (each of its two big parts takes half). */
  bytes: number;
  /**
   * The inflated size the directory gives each big part: by default the truth; a lie (smaller)
   * makes a zip whose directory looks harmless.
   */
  declaredPartSize?: number;
}

/** An .xlsx whose shared strings and sheet inflate to about a thousand times `bytes`. */
export function xlsxBomb({ bytes, declaredPartSize }: BombOptions): { file: Buffer; inflatedBytes: number } {
  // The directory holds sizes below 4 GiB, without zip64.
  const times = Math.max(1, Math.min(Math.floor((bytes - 4096) / 2 / BLOCK.length), 4095));
  const data = repeated(times);
  const inflated = times * CHUNK.length;
  const big = (name: string): Part => ({ name, data, declaredSize: declaredPartSize ?? inflated, crc: 0 });
  return {
    file: zip([...WORKBOOK_PARTS, big('xl/sharedStrings.xml'), big('xl/worksheets/sheet1.xml')]),
    inflatedBytes: 2 * inflated,
  };
}
