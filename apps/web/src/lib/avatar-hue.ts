/** Spec §2.8: the avatar background hue is a hash of the initials, modulo 360. */
export function initialsHue(initials: string): number {
  let hash = 0;
  for (const char of initials) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return ((hash % 360) + 360) % 360;
}

/** Dark enough for white initials to reach WCAG AA contrast on every hue. */
export function avatarBackground(initials: string): string {
  return `hsl(${initialsHue(initials)} 45% 30%)`;
}
