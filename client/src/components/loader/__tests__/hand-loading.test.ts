import { describe, expect, it } from "vitest";
import animation from "../hand-loading.json";

type Keyframe = { t: number; s: number[] };
type Animated = { a: 0 | 1; k: unknown };
type Layer = { nm: string; ty: number; ip: number; op: number; ks: Record<string, Animated>; shapes: Array<{ nm: string; it: Array<{ ty: string }> }> };

const layers = animation.layers as unknown as Layer[];
const byName = (name: string) => layers.find((l) => l.nm === name);

describe("the loading animation (SPEC section 2)", () => {
  it("is 512 x 512 at 60 fps and 43 frames long", () => {
    expect(animation).toMatchObject({ w: 512, h: 512, fr: 60, ip: 0, op: 43 });
  });

  it("draws a hand: a palm, a thumb and four fingers as shape layers spanning the whole animation", () => {
    for (const name of ["palm", "thumb", "finger-1", "finger-2", "finger-3", "finger-4"]) {
      const layer = byName(name);
      expect(layer, name).toBeDefined();
      expect(layer!.ty).toBe(4);
      expect([layer!.ip, layer!.op]).toEqual([0, 43]);
    }
  });

  it("spells LOADING with one shape group per letter", () => {
    const text = byName("LOADING")!;
    expect(text.ty).toBe(4);
    expect(text.shapes.map((g) => g.nm)).toEqual(["L", "O", "A", "D", "I", "N", "G"].map((c) => `letter-${c}`));
  });

  it("moves the fingers one after another and loops seamlessly", () => {
    const tapStarts: number[] = [];
    for (const name of ["finger-1", "finger-2", "finger-3", "finger-4"]) {
      const { p, r } = byName(name)!.ks;
      for (const prop of [p!, r!]) {
        expect(prop.a).toBe(1);
        const frames = prop.k as Keyframe[];
        expect(frames[0]!.t).toBe(0);
        expect(frames.at(-1)!.t).toBe(43);
        expect(frames.at(-1)!.s).toEqual(frames[0]!.s); // last frame = first frame: no jump on loop
      }
      const frames = p!.k as Keyframe[];
      const firstMove = frames.findIndex((f, i) => i > 0 && JSON.stringify(f.s) !== JSON.stringify(frames[0]!.s));
      tapStarts.push(frames[firstMove]!.t);
    }
    expect([...tapStarts].sort((a, b) => a - b)).toEqual(tapStarts); // in sequence
    expect(new Set(tapStarts).size).toBe(4);
  });
});
