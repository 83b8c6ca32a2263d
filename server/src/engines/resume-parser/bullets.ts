// Bullet glyphs and numbered items: •, ▪, -, *, ●, ➢, ✓, "1.", "2)".
const BULLET = /^\s*(?:[•▪●➢✓✔◦■►❖♦◆→⮚\-*–·o](?=\s)|[•▪●➢✓✔◦■►❖♦◆→⮚·]|\d{1,2}[.)](?=\s))\s*/;

export const isBullet = (line: string) => BULLET.test(line);
export const stripBullet = (line: string) => line.replace(BULLET, "").trim();
export const wordCount = (line: string) => line.trim().split(/\s+/).filter(Boolean).length;
