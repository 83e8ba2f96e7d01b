import type { AdminPaymentMethod, AdminPaymentSet } from '@tahsilat/domain';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { EntryDialog, type EntryEdit, editMethod, editSet } from './entry-dialog.js';

function StateTag({ on }: { on: boolean }) {
  const { t } = useTranslation('adminpricing');
  return on ? <Tag color="green">{t('on')}</Tag> : <Tag>{t('off')}</Tag>;
}

function MethodList({
  methods,
  onEdit,
}: {
  methods: AdminPaymentMethod[];
  onEdit: (method: AdminPaymentMethod) => void;
}) {
  const { t } = useTranslation('adminpricing');
  if (methods.length === 0) {
    return <p className="admin-muted">{t('sets.noMethods')}</p>;
  }
  return (
    <ul className="admin-method-list">
      {methods.map((method) => (
        <li key={method.id}>
          <span className={method.isActive ? undefined : 'admin-muted'}>{method.name}</span>
          <StateTag on={method.isActive} />
          <Button
            size="small"
            onClick={() => onEdit(method)}
            aria-label={`${t('sets.edit')}: ${method.name}`}
          >
            {t('sets.edit')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The payment sets, each with its usage and its methods; methods without a set last. */
export function SetsPanel({ sets, methods }: { sets: AdminPaymentSet[]; methods: AdminPaymentMethod[] }) {
  const { t } = useTranslation('adminpricing');
  const [edit, setEdit] = useState<EntryEdit | null>(null);
  const loose = methods.filter((method) => !sets.some((set) => set.id === method.paymentSetId));
  return (
    <Panel
      title={t('sets.title')}
      extra={
        <Button type="primary" onClick={() => setEdit(editSet())}>
          {t('sets.add')}
        </Button>
      }
    >
      <p className="admin-muted">{t('sets.lead')}</p>
      {sets.length === 0 ? <EmptyNote>{t('sets.empty')}</EmptyNote> : null}
      <div className="admin-set-list">
        {sets.map((set) => (
          <section key={set.id} className="admin-set" aria-label={set.name}>
            <header>
              <strong className={set.isActive ? undefined : 'admin-muted'}>{set.name}</strong>
              <StateTag on={set.isActive} />
              <span className="admin-muted">
                {t('sets.usage', { definitions: set.definitionCount, links: set.openLinkCount })}
              </span>
              <Space className="admin-set-actions">
                <Button
                  size="small"
                  onClick={() => setEdit(editSet(set))}
                  aria-label={`${t('sets.edit')}: ${set.name}`}
                >
                  {t('sets.edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() => setEdit(editMethod(null, set.id))}
                  aria-label={`${t('sets.addMethod')}: ${set.name}`}
                >
                  {t('sets.addMethod')}
                </Button>
              </Space>
            </header>
            <MethodList
              methods={methods.filter((method) => method.paymentSetId === set.id)}
              onEdit={(method) => setEdit(editMethod(method, null))}
            />
          </section>
        ))}
        {loose.length > 0 ? (
          <section className="admin-set" aria-label={t('sets.withoutSet')}>
            <header>
              <strong>{t('sets.withoutSet')}</strong>
            </header>
            <MethodList methods={loose} onEdit={(method) => setEdit(editMethod(method, null))} />
          </section>
        ) : null}
      </div>
      {edit ? <EntryDialog edit={edit} sets={sets} onClose={() => setEdit(null)} /> : null}
    </Panel>
  );
}
