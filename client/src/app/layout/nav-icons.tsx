import { GenIcon, type IconBaseProps, type IconTree } from "react-icons";

/**
 * The four Feather icons the navigation bar shows on every page, built from their data like react-icons/fi does.
 * Importing them from react-icons/fi would put every Feather icon the app uses into the first download (the
 * module is one file), instead of into the screens that show them.
 */
const feather = (child: IconTree["child"]): IconTree => ({
  tag: "svg",
  attr: { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", strokeLinejoin: "round" },
  child,
});
const line = (x1: number, y1: number, x2: number, y2: number) => ({ tag: "line", attr: { x1: `${x1}`, y1: `${y1}`, x2: `${x2}`, y2: `${y2}` }, child: [] });

const logOut = GenIcon(
  feather([
    { tag: "path", attr: { d: "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" }, child: [] },
    { tag: "polyline", attr: { points: "16 17 21 12 16 7" }, child: [] },
    line(21, 12, 9, 12),
  ]),
);
const menu = GenIcon(feather([line(3, 12, 21, 12), line(3, 6, 21, 6), line(3, 18, 21, 18)]));
const user = GenIcon(
  feather([
    { tag: "path", attr: { d: "M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" }, child: [] },
    { tag: "circle", attr: { cx: "12", cy: "7", r: "4" }, child: [] },
  ]),
);
const close = GenIcon(feather([line(18, 6, 6, 18), line(6, 6, 18, 18)]));

export const FiLogOut = (props: IconBaseProps) => logOut(props);
export const FiMenu = (props: IconBaseProps) => menu(props);
export const FiUser = (props: IconBaseProps) => user(props);
export const FiX = (props: IconBaseProps) => close(props);
