import type { SVGProps } from "react";

interface IllustrationProps extends SVGProps<SVGSVGElement> {
  /** Accessible description; omit for a decorative image. */
  title?: string;
  size?: number;
}

/** An empty shopping cart with a dashed outline: for "nothing here yet" states. */
export function EmptyCartIllustration({ title, size = 160, ...rest }: IllustrationProps) {
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true };
  return (
    <svg width={size} height={size} viewBox="0 0 200 200" fill="none" xmlns="http://www.w3.org/2000/svg" {...a11y} {...rest}>
      <circle cx="100" cy="100" r="88" fill="#eef2ff" />
      <path d="M34 58h18l16 72h74l14-52H60" stroke="#4f46e5" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M74 96h64M78 114h54" stroke="#c7d2fe" strokeWidth="6" strokeLinecap="round" strokeDasharray="2 12" />
      <circle cx="78" cy="152" r="10" fill="#4f46e5" />
      <circle cx="132" cy="152" r="10" fill="#4f46e5" />
      <circle cx="78" cy="152" r="3.5" fill="#eef2ff" />
      <circle cx="132" cy="152" r="3.5" fill="#eef2ff" />
      <path d="M150 40l6 6m0-6l-6 6M44 30l4 4m0-4l-4 4" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      <circle cx="164" cy="72" r="4" fill="#fbbf24" />
    </svg>
  );
}
