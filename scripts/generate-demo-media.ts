/**
 * Run once (`npx tsx scripts/generate-demo-media.ts`) to draw the demo photos committed under
 * server/seed/evergreen/demo-media: simple landscapes drawn as SVG and saved as small JPEGs. The seed
 * passes them through the same photo intake as an upload (decision 0032). The memorial video and
 * its poster were made from these with ffmpeg (see the README beside them).
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

interface Scene {
  file: string;
  sky: [string, string];
  sun: { x: number; y: number; r: number; colour: string };
  hills: string[];
  /** Rows of small circles: flowers, lights, stones. */
  dots?: { y: number; colour: string };
  water?: string;
}

const width = 800;
const height = 600;

const hill = (base: number, amplitude: number, phase: number, colour: string) => {
  const points = Array.from({ length: 9 }, (_, i) => {
    const x = (i * width) / 8;
    const y = base - amplitude * Math.sin(i * 0.9 + phase);
    return `${x.toFixed(0)},${y.toFixed(0)}`;
  });
  return `<path d="M0,${height} L${points.join(' L')} L${width},${height} Z" fill="${colour}"/>`;
};

function svgOf(scene: Scene, index: number): string {
  const hills = scene.hills.map((colour, i) => hill(330 + i * 70, 40 - i * 8, index + i * 1.7, colour)).join('');
  const water = scene.water
    ? `<rect x="0" y="470" width="${width}" height="130" fill="${scene.water}" opacity="0.85"/>`
    : '';
  const dots = scene.dots
    ? Array.from({ length: 26 }, (_, i) => {
        const x = 20 + i * 30 + ((i * 37) % 13);
        const y = scene.dots!.y + ((i * 53) % 40);
        return `<circle cx="${x}" cy="${y}" r="${6 + (i % 4)}" fill="${scene.dots!.colour}"/>`;
      }).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.colour}" opacity="0.9"/>
${hills}${water}${dots}</svg>`;
}

const scenes: Scene[] = [
  {
    file: 'ingrid-garden.jpg',
    sky: ['#9ec9e8', '#f3e7c9'],
    sun: { x: 620, y: 140, r: 60, colour: '#fff3b0' },
    hills: ['#7fa36b', '#5d8a4e', '#3f6b39'],
    dots: { y: 500, colour: '#e07a9b' },
  },
  {
    file: 'ingrid-uppsala.jpg',
    sky: ['#f6b48f', '#fbe3c4'],
    sun: { x: 200, y: 260, r: 80, colour: '#ffd27a' },
    hills: ['#8a7f9e', '#5f5878', '#3d3a55'],
  },
  {
    file: 'ingrid-lake.jpg',
    sky: ['#5a7fb8', '#c7d8ee'],
    sun: { x: 400, y: 180, r: 45, colour: '#fdf6d8' },
    hills: ['#4f6f5a', '#3a5746'],
    water: '#6d93c4',
  },
  {
    file: 'jose-workshop.jpg',
    sky: ['#d9a066', '#f5dcb8'],
    sun: { x: 680, y: 120, r: 50, colour: '#fff1c1' },
    hills: ['#a0724a', '#7b5235', '#573a25'],
  },
  {
    file: 'jose-coast.jpg',
    sky: ['#7ab8d9', '#e4f1f7'],
    sun: { x: 150, y: 130, r: 55, colour: '#fffbe0' },
    hills: ['#c2b280'],
    water: '#3f7fa6',
  },
  {
    file: 'margaret-roses.jpg',
    sky: ['#c9b3d9', '#f4ecf7'],
    sun: { x: 560, y: 160, r: 40, colour: '#ffffff' },
    hills: ['#6d9a6a', '#4d7a4b'],
    dots: { y: 470, colour: '#c8324f' },
  },
  {
    file: 'margaret-autumn.jpg',
    sky: ['#e8c07a', '#f8ead0'],
    sun: { x: 300, y: 150, r: 70, colour: '#ffe08a' },
    hills: ['#c46b2d', '#9c4a1f', '#6e3316'],
  },
  {
    file: 'thomas-mountains.jpg',
    sky: ['#6d8fb3', '#dbe6f1'],
    sun: { x: 640, y: 110, r: 40, colour: '#ffffff' },
    hills: ['#9aa9b8', '#6f8194', '#4a5a6c'],
  },
  {
    file: 'thomas-field.jpg',
    sky: ['#a8d0e6', '#f1f7e4'],
    sun: { x: 120, y: 100, r: 50, colour: '#fff7c2' },
    hills: ['#c9c46a', '#a6a24c'],
    dots: { y: 520, colour: '#f2d03b' },
  },
  {
    file: 'eleanor-harbour.jpg',
    sky: ['#34506e', '#c97b63'],
    sun: { x: 420, y: 330, r: 65, colour: '#ffb36b' },
    hills: ['#2d3e50'],
    water: '#4a6a8a',
  },
  {
    file: 'eleanor-forest.jpg',
    sky: ['#b7d3c4', '#eef5ef'],
    sun: { x: 520, y: 120, r: 45, colour: '#fbfbe8' },
    hills: ['#4e7d5b', '#36614a', '#234634'],
  },
  {
    file: 'soren-evening.jpg',
    sky: ['#3b3f6b', '#e49a7c'],
    sun: { x: 600, y: 300, r: 55, colour: '#ffcf8a' },
    hills: ['#4b4466', '#332e4a'],
  },
  {
    file: 'soren-meadow.jpg',
    sky: ['#94c5e8', '#fdfbe9'],
    sun: { x: 250, y: 120, r: 60, colour: '#fffad1' },
    hills: ['#8fbf6b', '#6b9e4f'],
    dots: { y: 490, colour: '#ffffff' },
  },
  {
    file: 'memory-picnic.jpg',
    sky: ['#a4cfe9', '#f7f0d7'],
    sun: { x: 680, y: 90, r: 45, colour: '#fff6c8' },
    hills: ['#86b36a', '#6a9a52'],
    dots: { y: 540, colour: '#d94b3d' },
  },
];

for (const [index, scene] of scenes.entries()) {
  const jpeg = await sharp(Buffer.from(svgOf(scene, index)))
    .jpeg({ quality: 62, mozjpeg: true })
    .toBuffer();
  await writeFile(`server/seed/evergreen/demo-media/${scene.file}`, jpeg);
  console.log(scene.file, jpeg.byteLength);
}
