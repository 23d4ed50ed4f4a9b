/**
 * A multiple-choice question's options (specification §2, §3): up to six cards (a–f), each with the
 * option's label (the text before its parenthesis) and the parenthesis's explanation as a quieter
 * second line, and an illustration when each option has its own, as one native radio group (arrow
 * keys, screen readers). A broken image falls back to a coloured placeholder with the option letter (§8).
 */
import { Text } from "@mantine/core";
import { useState } from "react";
import { OPTION_LETTERS } from "../../../shared/api/constants";
import type { OptionLetter, QuestionOut } from "../../../shared/api/outputs";
import { distinctImages, optionLabel, optionNote, type OptionImage } from "./option-image";
import choice from "../ChoiceCard/ChoiceCard.module.css";
import classes from "./OptionChoices.module.css";

const PLACEHOLDER_COLORS = ["blue", "teal", "grape", "orange", "cyan", "pink"] as const;

/** The question's options in order, as [letter, text]. */
export function questionOptions(q: QuestionOut): Array<[OptionLetter, string]> {
  return OPTION_LETTERS.flatMap((letter) => {
    const text = q[`option_${letter}`];
    return text ? [[letter, text] as [OptionLetter, string]] : [];
  });
}

function OptionPicture({ img, letter }: { img: OptionImage; letter: OptionLetter }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    const color = PLACEHOLDER_COLORS[OPTION_LETTERS.indexOf(letter)];
    return (
      <span
        className={classes.placeholder}
        style={{ background: `var(--mantine-color-${color}-8)` }}
        role="img"
        aria-label={`Option ${letter.toUpperCase()}`}
      >
        {letter.toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={img.src}
      alt={img.alt}
      width={56}
      height={56}
      className={classes.image}
      onError={() => setBroken(true)}
    />
  );
}

export interface OptionChoicesProps {
  question: QuestionOut;
  value: string | null;
  onChange: (letter: OptionLetter) => void;
  disabled?: boolean;
}

export function OptionChoices({ question, value, onChange, disabled }: OptionChoicesProps) {
  const name = `q-${question.questionNumber}-${question.id}`;
  const options = questionOptions(question);
  const images = distinctImages(
    question.question,
    options.map(([, text]) => text),
  );
  return (
    <div className={classes.grid} role="radiogroup" aria-labelledby="question-text">
      {options.map(([letter, text], i) => (
        // Keyed by question too: a new question gets new images, never the old one's for a moment.
        <label
          key={`${name}-${letter}`}
          className={`${choice.card} ${classes.card}`}
          data-checked={value === letter || undefined}
        >
          <input
            type="radio"
            name={name}
            value={letter}
            checked={value === letter}
            disabled={disabled}
            onChange={() => onChange(letter)}
            className={choice.input}
            // named by the specification's label alone; the explanation is its description
            aria-labelledby={`${name}-${letter}-label`}
            aria-describedby={optionNote(text) ? `${name}-${letter}-note` : undefined}
          />
          {images && <OptionPicture img={images[i]!} letter={letter} />}
          <span className={classes.text}>
            <Text component="span" fw={600} className={classes.label} id={`${name}-${letter}-label`}>
              {optionLabel(text)}
            </Text>
            {optionNote(text) && (
              <Text
                component="span"
                size="sm"
                c="gray.7"
                className={classes.note}
                id={`${name}-${letter}-note`}
              >
                {optionNote(text)}
              </Text>
            )}
          </span>
        </label>
      ))}
    </div>
  );
}
