/**
 * The column of each member field (issue 23): one select per field, "Not imported" allowed. Issue 31:
 * under a field whose column is the one the server guessed, a note says why (the column's name, or
 * the staff member's last mapping), so staff see what was guessed and change what is wrong.
 */
import {
  MEMBER_IMPORT_FIELD_LABELS,
  MEMBER_IMPORT_FIELDS,
  type MemberImportColumnGuess,
  type MemberImportMapping,
} from '@portal/shared';
import { Select, Typography } from 'antd';
import { TEXT } from '../constants';
import styles from './member-import.module.css';

export interface MappingFormProps {
  columns: string[];
  /** Per column, what the server guessed (same order as `columns`). */
  guesses?: MemberImportColumnGuess[];
  mapping: MemberImportMapping;
  onChange: (mapping: MemberImportMapping) => void;
}

export function MappingForm({ columns, guesses = [], mapping, onChange }: MappingFormProps) {
  const options = [
    { value: -1, label: TEXT.notImported },
    ...columns.map((c, i) => ({ value: i, label: c || `Column ${i + 1}` })),
  ];
  return (
    <div className={styles.mapping}>
      {MEMBER_IMPORT_FIELDS.map((field) => {
        const id = `member-import-map-${field}`;
        const index = mapping[field];
        const guess = index == null ? undefined : guesses[index];
        const note =
          guess?.field === field ? (guess.source === 'remembered' ? TEXT.guessedRemembered : TEXT.guessedByName) : null;
        return (
          <div key={field} className={styles.mappingField}>
            <label htmlFor={id} className={styles.mappingLabel}>
              {MEMBER_IMPORT_FIELD_LABELS[field]}
              {field === 'email' ? ' *' : ''}
            </label>
            <Select
              id={id}
              className={styles.mappingSelect}
              value={index ?? -1}
              options={options}
              aria-describedby={note ? `${id}-guess` : undefined}
              onChange={(value: number) => onChange({ ...mapping, [field]: value < 0 ? null : value })}
            />
            {note && (
              <Typography.Text id={`${id}-guess`} type="secondary" className={styles.mappingGuess}>
                {note}
              </Typography.Text>
            )}
          </div>
        );
      })}
    </div>
  );
}
