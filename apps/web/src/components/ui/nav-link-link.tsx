import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

// Mantine's NavLink as a type-checked router link; in its own file so that screens which do not
// use it (the first paint) never download NavLink.
type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onChange'>;

const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorElementProps>((props, ref) => (
  <NavLink ref={ref} component="a" {...props} />
));

export const NavLinkLink = createLink(NavLinkBase);
