import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Icon } from '../ui/Icon.tsx';

const TERM_DEBOUNCE_MS = 300;

interface ListSearchInputProps {
  label: string;
  placeholder: string;
  /** The term in the URL. */
  value: string | undefined;
  onChange: (term: string | undefined) => void;
}

/** A list's search input (POST …/search), typed into freely and committed to the URL after a pause. */
export function ListSearchInput({ label, placeholder, value, onChange }: ListSearchInputProps) {
  const [term, setTerm] = useState(value ?? '');
  const commitTerm = useDebouncedCallback(
    (next: string) => onChange(next.trim() || undefined),
    TERM_DEBOUNCE_MS,
  );

  // The URL is the source of truth (back button): follow it, without eating a space being typed.
  useEffect(() => {
    const fromUrl = value ?? '';
    setTerm((current) => (current.trim() === fromUrl ? current : fromUrl));
  }, [value]);

  return (
    <TextInput
      type="search"
      name="q"
      label={label}
      placeholder={placeholder}
      leftSection={<Icon name="search" size={16} />}
      value={term}
      onChange={(event) => {
        setTerm(event.currentTarget.value);
        commitTerm(event.currentTarget.value);
      }}
    />
  );
}
