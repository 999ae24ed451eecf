/** The column of each member field (issue 23): one select per field, "Not imported" allowed. */
import { MEMBER_IMPORT_FIELD_LABELS, MEMBER_IMPORT_FIELDS, type MemberImportMapping } from '@portal/shared';
import { Select } from 'antd';
import { TEXT } from '../constants';
import styles from './member-import.module.css';

export interface MappingFormProps {
  columns: string[];
  mapping: MemberImportMapping;
  onChange: (mapping: MemberImportMapping) => void;
}

export function MappingForm({ columns, mapping, onChange }: MappingFormProps) {
  const options = [
    { value: -1, label: TEXT.notImported },
    ...columns.map((c, i) => ({ value: i, label: c || `Column ${i + 1}` })),
  ];
  return (
    <div className={styles.mapping}>
      {MEMBER_IMPORT_FIELDS.map((field) => {
        const id = `member-import-map-${field}`;
        return (
          <div key={field} className={styles.mappingField}>
            <label htmlFor={id} className={styles.mappingLabel}>
              {MEMBER_IMPORT_FIELD_LABELS[field]}
              {field === 'email' ? ' *' : ''}
            </label>
            <Select
              id={id}
              className={styles.mappingSelect}
              value={mapping[field] ?? -1}
              options={options}
              onChange={(value: number) => onChange({ ...mapping, [field]: value < 0 ? null : value })}
            />
          </div>
        );
      })}
    </div>
  );
}
