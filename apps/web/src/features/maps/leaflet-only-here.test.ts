// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : files(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
const rel = (file: string) => path.relative(src, file);
/** Value imports (not `import type`) of a module, static ones only: `import(...)` is how a chunk is split off. */
const staticImports = (code: string) =>
  [...code.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('Leaflet stays in the map chunk', () => {
  it('only the map component and its pins import leaflet, react-leaflet or their CSS', () => {
    const importers = files(src).filter((file) =>
      staticImports(fs.readFileSync(file, 'utf8')).some((name) => /^(leaflet|react-leaflet)(\/|$)/.test(name)),
    );
    expect(importers.map(rel).sort()).toEqual(['features/maps/leaflet-map.tsx', 'features/maps/marker-icons.ts']);
  });

  it('nothing imports the map component itself but by import(): screens get it through the lazy wrapper', () => {
    const importers = files(src).filter((file) =>
      staticImports(fs.readFileSync(file, 'utf8')).some((name) => /\/(leaflet-map|marker-icons)$/.test(name)),
    );
    expect(importers.map(rel).filter((file) => file !== 'features/maps/leaflet-map.tsx')).toEqual([]);
    expect(fs.readFileSync(path.join(src, 'features/maps/lazy-leaflet-map.tsx'), 'utf8')).toMatch(
      /import\('\.\/leaflet-map'\)/,
    );
  });
});
