import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef, type ReactNode, useState } from 'react';

// The sidebar's entries, drawn with plain elements and app.css (`.vb-nav`) instead of Mantine's
// NavLink: NavLink brings its collapse animation and hooks (≈ 3 KB compressed) into every first paint.

interface EntryContentProps {
  label: string;
  description?: string;
  icon?: ReactNode;
  chevron?: boolean;
}

function EntryContent({ label, description, icon, chevron }: EntryContentProps) {
  return (
    <>
      {icon ? <span className="vb-nav-icon">{icon}</span> : null}
      <span className="vb-nav-body">
        <span className="vb-nav-label">{label}</span>
        {description ? <span className="vb-nav-description">{description}</span> : null}
      </span>
      {chevron ? (
        <svg className="vb-nav-chevron" viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
          <path d="M3.1 5.8 7.5 10.2 11.9 5.8" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      ) : null}
    </>
  );
}

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & EntryContentProps & { active?: boolean };

const EntryAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(
  ({ label, description, icon, active, className, ...props }, ref) => (
    <a ref={ref} {...props} className="vb-nav" data-active={active || undefined}>
      <EntryContent label={label} description={description} icon={icon} />
    </a>
  ),
);

/** A screen of the menu, as a type-checked router link. */
export const SidebarLink = createLink(EntryAnchor);

/** An entry whose screen is not built yet: shown, announced and unfocusable. */
export function SidebarDisabledEntry(props: EntryContentProps) {
  return (
    <button type="button" className="vb-nav" disabled>
      <EntryContent {...props} />
    </button>
  );
}

/** An entry that opens its sub-entries below it. */
export function SidebarGroup({ children, ...props }: EntryContentProps & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="vb-nav"
        aria-expanded={open}
        data-expanded={open || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <EntryContent {...props} chevron />
      </button>
      {open ? <div className="vb-nav-children">{children}</div> : null}
    </>
  );
}
