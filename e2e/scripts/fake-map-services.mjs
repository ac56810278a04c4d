// A stand-in for the map services a store talks to, so journeys never reach the internet:
// GET /{z}/{x}/{y}.png answers a 256x256 PNG tile; GET /reverse answers a Nominatim-style reverse-geocoding result;
// GET /stats says how many tiles and positions were asked for. Usage: node fake-map-services.mjs <port>
import http from 'node:http';
import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A pale map-like tile: a light ground with a street grid, so a screenshot shows where tiles were drawn. */
function tilePng() {
  const size = 256;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const street = x % 64 < 6 || y % 64 < 6;
      const edge = x === 0 || y === 0;
      const [r, g, b] = edge ? [200, 205, 210] : street ? [255, 255, 255] : [236, 232, 222];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = tilePng();
const stats = { tiles: 0, reverse: 0 };

/** The place every position answers: a street of the demo store's city, with a house number and CEP. */
const place = (lat, lon) => ({
  place_id: 1,
  lat: String(lat),
  lon: String(lon),
  display_name: 'Rua Augusta, 1500, Consolação, São Paulo, Região Imediata de São Paulo, São Paulo, 01304-001, Brasil',
  address: {
    house_number: '1500',
    road: 'Rua Augusta',
    suburb: 'Consolação',
    city: 'São Paulo',
    state: 'São Paulo',
    'ISO3166-2-lvl4': 'BR-SP',
    postcode: '01304-001',
    country: 'Brasil',
    country_code: 'br',
  },
});

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (/^\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    stats.tiles += 1;
    res.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
    return res.end(TILE);
  }
  if (url.pathname === '/reverse') {
    stats.reverse += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify(place(Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon')))));
  }
  if (url.pathname === '/stats') {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    return res.end(JSON.stringify(stats));
  }
  res.writeHead(404).end();
});

const port = Number(process.argv[2] ?? process.env.FAKE_MAP_PORT ?? 3199);
server.listen(port, '127.0.0.1', () => console.log(`fake map services on http://127.0.0.1:${port}`));
