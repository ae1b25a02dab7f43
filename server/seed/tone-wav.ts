/*
 * A small WAV file made in code: a soft tone with a RIFF INFO title, for the demo's songs and the
 * tests (music-metadata reads its title and duration as it would a family's recording). 8 kHz,
 * 8-bit mono keeps a demo song at 8 KB a second.
 */

const SAMPLE_RATE = 8000;

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'ascii');
  header.writeUInt32LE(body.byteLength, 4);
  // RIFF chunks are padded to an even length.
  return Buffer.concat([header, body, body.byteLength % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

export function toneWav(options: { seconds: number; title?: string; hz?: number }): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(1, 2); // mono
  fmt.writeUInt32LE(SAMPLE_RATE, 4);
  fmt.writeUInt32LE(SAMPLE_RATE, 8); // bytes a second
  fmt.writeUInt16LE(1, 12); // block align
  fmt.writeUInt16LE(8, 14); // bits a sample
  const samples = Buffer.alloc(Math.round(options.seconds * SAMPLE_RATE));
  const hz = options.hz ?? 440;
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE));
  }
  const info = options.title
    ? [
        chunk(
          'LIST',
          Buffer.concat([Buffer.from('INFO', 'ascii'), chunk('INAM', Buffer.from(`${options.title}\0`, 'utf8'))]),
        ),
      ]
    : [];
  const body = Buffer.concat([Buffer.from('WAVE', 'ascii'), chunk('fmt ', fmt), ...info, chunk('data', samples)]);
  return chunk('RIFF', body);
}
