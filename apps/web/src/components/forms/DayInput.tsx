import { TextInput, type TextInputProps } from '@mantine/core';
import { translateValidationMessage } from '@vetbo/domain/validation-messages';
import { useEffect, useState } from 'react';
import { parseFrenchDay, toFrenchDay } from '../../lib/french-day.ts';
import { currentLocale } from '../../lib/i18n.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'placeholder'> & {
  /** The ISO day ("2026-11-27"), or "" for none. */
  value: string;
  /** Called as a date input's change: `event.currentTarget.value` is the ISO day, "" when cleared. */
  onChange: (event: { currentTarget: { value: string } }) => void;
  /**
   * What a form does with text that is not a day: sent as typed, so the check refuses it on the field
   * (the default, nothing typed is silently dropped); a filter keeps its last day instead (`keep`).
   */
  invalid?: 'send' | 'keep';
};

/**
 * A day typed and shown jj/mm/aaaa in every language (spec §9), kept ISO for the API: the browser's date
 * input would follow the browser's language instead (mm/dd/yyyy in an English Chromium).
 */
export function DayInput({ value, onChange, invalid = 'send', error, onBlur, ...props }: Props) {
  const [text, setText] = useState(() => toFrenchDay(value));
  const [wrong, setWrong] = useState(false);

  // A value set from outside (a reset, the URL) replaces what is shown; our own changes leave it as typed.
  useEffect(() => {
    setText((typed) => {
      const parsed = parseFrenchDay(typed);
      const shown = 'day' in parsed ? parsed.day : 'empty' in parsed ? '' : typed;
      return shown === value ? typed : toFrenchDay(value);
    });
  }, [value]);

  const change = (typed: string) => {
    setText(typed);
    const parsed = parseFrenchDay(typed);
    if ('day' in parsed || 'empty' in parsed) setWrong(false);
    if ('day' in parsed) onChange({ currentTarget: { value: parsed.day } });
    else if ('empty' in parsed) onChange({ currentTarget: { value: '' } });
    else if (invalid === 'send') onChange({ currentTarget: { value: typed } });
  };

  return (
    <TextInput
      {...props}
      value={text}
      placeholder="jj/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      error={error || (wrong ? translateValidationMessage('invalidDate', currentLocale()) : undefined)}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={(event) => {
        const parsed = parseFrenchDay(text);
        setWrong('invalid' in parsed);
        // A pasted ISO day or "27112026" reads back as the French day it is.
        if ('day' in parsed) setText(toFrenchDay(parsed.day));
        onBlur?.(event);
      }}
    />
  );
}
