/**
 * The project-type cards of the start form (specification §2): one radio group, a card per type
 * with its image. Native radio inputs give the arrow-key behaviour and screen-reader semantics;
 * the card shows focus and the checked state (also before the app loads: the radios are the form's
 * own, and the card's look follows the checked input).
 */
import { Text } from "@mantine/core";
import { PROJECT_TYPES, type ProjectTypeId } from "../../../shared/project-types";
import choice from "../ChoiceCard/ChoiceCard.module.css";
import classes from "./ProjectTypePicker.module.css";

export interface ProjectTypePickerProps {
  value: ProjectTypeId | null;
  onChange: (value: ProjectTypeId) => void;
  /** The radios' name in the form ("project-type" unless given). */
  name?: string;
  required?: boolean;
}

export function ProjectTypePicker({
  value,
  onChange,
  name = "project-type",
  required,
}: ProjectTypePickerProps) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>Project type</legend>
      <div className={classes.grid}>
        {PROJECT_TYPES.map((type) => (
          <label
            key={type.id}
            className={`${choice.card} ${classes.card}`}
            data-checked={value === type.id || undefined}
          >
            <input
              type="radio"
              name={name}
              required={required}
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
              className={choice.input}
            />
            <img
              src={`/images/types/${type.id}.svg`}
              alt=""
              width={48}
              height={48}
              className={classes.image}
            />
            <span className={classes.text}>
              <Text component="span" fw={700} className={classes.title}>
                {type.label}
              </Text>
              <Text component="span" size="sm" c="gray.7" className={classes.blurb}>
                {type.blurb}
              </Text>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
