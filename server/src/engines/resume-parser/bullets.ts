// Bullet glyphs and numbered items: •, ▪, -, *, ●, ➢, ✓, ▸ (and other arrows and triangles), "1.", "2)".
const GLYPHS = "•▪●➢✓✔◦■►❖♦◆→⮚▸▹‣⁃➤➔▶";
const BULLET = new RegExp(String.raw`^\s*(?:[${GLYPHS}\-*–·o](?=\s)|[${GLYPHS}·]|\d{1,2}[.)](?=\s))\s*`);

export const isBullet = (line: string) => BULLET.test(line);
export const stripBullet = (line: string) => line.replace(BULLET, "").trim();
export const wordCount = (line: string) => line.trim().split(/\s+/).filter(Boolean).length;
