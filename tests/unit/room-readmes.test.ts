/**
 * The README promises that each room of the server code (a folder directly under src/server) says
 * what it holds in a README of its own; a new room without one fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../../src/server');

function roomsWithoutReadme(): string[] {
  return fs
    .readdirSync(SERVER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((room) => {
      const readme = path.join(SERVER, room, 'README.md');
      return !fs.existsSync(readme) || !fs.readFileSync(readme, 'utf8').startsWith('# ');
    })
    .map((room) => `src/server/${room}/ has no README.md beginning with a "# " heading`);
}

describe('the rooms of src/server', () => {
  it('each have a README', () => {
    expect(fs.readdirSync(SERVER).length).toBeGreaterThan(0);
    expect(roomsWithoutReadme()).toEqual([]);
  });
});
