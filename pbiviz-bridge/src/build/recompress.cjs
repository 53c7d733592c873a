#!/usr/bin/env node
// Recompresses a .pbiviz (a zip) in place with Zopfli: the same entries, names, times, CRCs and
// uncompressed bytes as `pbiviz package` wrote, each deflated entry deflated again ~5 % smaller
// (issue 22 §6: the network-free package with the edit-mode editor must stay under 400 KB; the
// toolchain's zip writer deflates at zlib's level). Power BI reads the result as any zip: only the
// compressed streams and the offsets differ. Every entry is inflated again and compared before
// the file is replaced; an entry Zopfli does not shrink keeps its original stream.
// Usage: recompress.cjs <toolchain dir with node_modules> <file.pbiviz> [iterations]
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const [npmDir, file, iterationsArg] = process.argv.slice(2);
const { deflate } = require(path.join(path.resolve(npmDir), "node_modules", "@gfx", "zopfli"));
const iterations = Number(iterationsArg || 5);

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

function fail(message) {
  console.error(`recompress.cjs: ${file}: ${message}`);
  process.exit(1);
}

function endRecord(zip) {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65535); at--) {
    if (zip.readUInt32LE(at) === END) return at;
  }
  fail("no end-of-central-directory record");
}

/** The central directory's entries with their stored (compressed) bytes. */
function entries(zip) {
  const end = endRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const list = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL) fail(`central directory entry ${i} is malformed`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const entry = {
      method: zip.readUInt16LE(at + 10),
      time: zip.readUInt16LE(at + 12),
      date: zip.readUInt16LE(at + 14),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      externalAttributes: zip.readUInt32LE(at + 38),
      name: zip.subarray(at + 46, at + 46 + nameLength),
    };
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== LOCAL) fail(`local header of entry ${entry.name} is malformed`);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entry.data = zip.subarray(dataAt, dataAt + entry.compressedSize);
    if (entry.method !== 0 && entry.method !== 8) fail(`entry ${entry.name} uses method ${entry.method}`);
    list.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return list;
}

function inflated(entry, data) {
  return entry.method === 8 ? zlib.inflateRawSync(data) : data;
}

function zopfli(bytes) {
  return new Promise((resolve, reject) =>
    deflate(bytes, { numiterations: iterations }, (error, out) => (error ? reject(error) : resolve(Buffer.from(out)))));
}

async function recompressed(entry) {
  if (entry.method !== 8 || entry.size === 0) return entry.data;
  const original = inflated(entry, entry.data);
  const smaller = await zopfli(original);
  if (!zlib.inflateRawSync(smaller).equals(original)) fail(`Zopfli's stream for ${entry.name} does not inflate to the entry`);
  return smaller.length < entry.data.length ? smaller : entry.data;
}

/**
 * The fields a local header and a central directory record share, in the same order (version
 * needed through extra length, 26 bytes): at 4 in the first, at 6 in the second.
 */
function writeShared(record, at, entry) {
  record.writeUInt16LE(20, at); // version needed: deflate
  record.writeUInt16LE(0, at + 2); // flags: sizes are in the headers, no data descriptor
  record.writeUInt16LE(entry.method, at + 4);
  record.writeUInt16LE(entry.time, at + 6);
  record.writeUInt16LE(entry.date, at + 8);
  record.writeUInt32LE(entry.crc, at + 10);
  record.writeUInt32LE(entry.data.length, at + 14);
  record.writeUInt32LE(entry.size, at + 18);
  record.writeUInt16LE(entry.name.length, at + 22);
  record.writeUInt16LE(0, at + 24); // no extra field
}

function write(list) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const entry of list) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    writeShared(local, 4, entry);
    parts.push(local, entry.name, entry.data);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(CENTRAL, 0);
    record.writeUInt16LE(20, 4); // version made by
    writeShared(record, 6, entry);
    record.writeUInt32LE(entry.externalAttributes, 38);
    record.writeUInt32LE(offset, 42);
    central.push(record, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(list.length, 8);
  end.writeUInt16LE(list.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

(async () => {
  const zip = fs.readFileSync(file);
  const list = entries(zip);
  for (const entry of list) {
    const original = inflated(entry, entry.data);
    if (original.length !== entry.size) fail(`entry ${entry.name} inflates to ${original.length} bytes, not ${entry.size}`);
    entry.data = await recompressed(entry);
    entry.bytes = original;
  }
  const out = write(list);
  // Read back what was written: the same entries with the same bytes.
  const again = entries(out);
  again.forEach((entry, i) => {
    if (!entry.name.equals(list[i].name) || !inflated(entry, entry.data).equals(list[i].bytes)) {
      fail(`entry ${entry.name} differs after recompression`);
    }
  });
  fs.writeFileSync(file, out);
  console.log(`recompress.cjs: ${path.basename(file)} ${zip.length} -> ${out.length} bytes`);
})().catch((error) => fail(String(error && error.stack || error)));
