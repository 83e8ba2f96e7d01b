import type { BankStatementFormat, BankStatementImport } from '@tahsilat/domain';
import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../components/form/field-shell.js';
import { SelectField } from '../../../components/form/select-field.js';
import { translateMessage } from '../../../i18n/index.js';
import '../../../styles/form-fields.css';
import { useUploadStatement } from './api.js';

/** A statement's bytes as text: UTF-8 when they are, else Windows-1254, what Turkish banks' older exports use. */
export function decodeStatement(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

/** The format a file's text looks like: XML is camt (a notification when it says so), anything else MT940. */
export function guessFormat(text: string): BankStatementFormat {
  if (!text.trimStart().startsWith('<')) {
    return 'mt940';
  }
  return text.includes('BkToCstmrDbtCdtNtfctn') ? 'camt.054' : 'camt.053';
}

const FORMAT_LABELS: Record<BankStatementFormat, string> = {
  'camt.053': 'camt053',
  'camt.054': 'camt054',
  mt940: 'mt940',
};

/** Upload of a statement in the console: the file read here, its format guessed and changeable, the outcome told. */
export function StatementUpload() {
  const { t } = useTranslation('admin');
  const upload = useUploadStatement();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [format, setFormat] = useState<BankStatementFormat>('camt.053');
  const [result, setResult] = useState<BankStatementImport | null>(null);

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const text = decodeStatement(await chosen.arrayBuffer());
    setFile({ name: chosen.name, text });
    setFormat(guessFormat(text));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      return;
    }
    setResult(await upload.mutateAsync({ format, fileName: file.name, content: file.text }));
  };

  return (
    <form className="app-form admin-statement-upload" noValidate onSubmit={(event) => void submit(event)}>
      <div className="admin-statement-upload-fields">
        <FieldShell label={t('bankTransfers.upload.file')} hint={t('bankTransfers.upload.hint')}>
          {(control) => (
            <input
              {...control}
              type="file"
              className="field-file"
              accept=".xml,.txt,.sta,.940,.mt940"
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
          )}
        </FieldShell>
        <SelectField
          label={t('bankTransfers.upload.format')}
          value={format}
          options={(['camt.053', 'camt.054', 'mt940'] as const).map((value) => ({
            value,
            label: t(`bankTransfers.upload.formats.${FORMAT_LABELS[value]}`),
          }))}
          onChange={(event) => setFormat(event.currentTarget.value as BankStatementFormat)}
        />
      </div>
      <Button type="primary" htmlType="submit" disabled={!file} loading={upload.isPending}>
        {t('bankTransfers.upload.submit')}
      </Button>
      {result ? (
        <div className="admin-statement-result" role="status">
          <p>
            {t('bankTransfers.upload.result', {
              imported: result.imported,
              matched: result.matched,
              suggested: result.suggested,
              unmatched: result.unmatched,
              ignored: result.ignored,
              duplicates: result.duplicates,
            })}
          </p>
          {result.problems.length > 0 ? (
            <>
              <strong>{t('bankTransfers.upload.problems')}</strong>
              <ul>
                {result.problems.map((problem) => (
                  <li key={problem.position}>
                    {problem.position}: {translateMessage(problem.message)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
