import type { SVGProps } from "react";

interface IllustrationProps extends SVGProps<SVGSVGElement> {
  title?: string;
  size?: number;
}

/** A person-and-padlock card with a résumé behind it: for the login and signup screens. */
export function LoginIllustration({ title, size = 240, ...rest }: IllustrationProps) {
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true };
  return (
    <svg width={size} height={size} viewBox="0 0 240 240" fill="none" xmlns="http://www.w3.org/2000/svg" {...a11y} {...rest}>
      <circle cx="120" cy="120" r="104" fill="#e0e7ff" />
      <rect x="58" y="44" width="104" height="136" rx="12" fill="#fff" stroke="#c7d2fe" strokeWidth="3" transform="rotate(-8 110 112)" />
      <g transform="rotate(-8 110 112)">
        <path d="M76 74h44M76 88h68M76 102h60M76 116h68M76 130h40" stroke="#c7d2fe" strokeWidth="5" strokeLinecap="round" />
      </g>
      <rect x="84" y="66" width="112" height="140" rx="14" fill="#fff" stroke="#4f46e5" strokeWidth="3" />
      <circle cx="140" cy="106" r="20" fill="#c7d2fe" />
      <circle cx="140" cy="100" r="8" fill="#4f46e5" />
      <path d="M126 118c3-7 8-10 14-10s11 3 14 10" stroke="#4f46e5" strokeWidth="4" strokeLinecap="round" />
      <rect x="104" y="140" width="72" height="12" rx="6" fill="#eef2ff" stroke="#a5b4fc" strokeWidth="2" />
      <rect x="104" y="162" width="72" height="18" rx="9" fill="#4f46e5" />
      <rect x="174" y="38" width="40" height="34" rx="8" fill="#f59e0b" />
      <path d="M183 38v-8a11 11 0 0 1 22 0v8" stroke="#f59e0b" strokeWidth="5" strokeLinecap="round" />
      <circle cx="194" cy="54" r="5" fill="#fff" />
      <path d="M194 58v6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M40 70l5 5m0-5l-5 5M206 150l5 5m0-5l-5 5" stroke="#6366f1" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
