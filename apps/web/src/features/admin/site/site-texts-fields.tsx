import { TranslationOutlined } from '@ant-design/icons';
import { Collapse, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import { TRANSLATION_LANGUAGES, type TranslatedField } from './site-form.js';

type Rule = (path: string) => FormRule;

/** The menu link title's limit (the domain's MENU_LINK_TITLE_MAX) and the notice's input limit. */
const TITLE_MAX = 60;
const NOTICE_MAX = 20_000;

/** How many of a text's translations are filled in, for the section's heading. */
function useFilled(field: TranslatedField): number {
  const values = Form.useWatch(['textTranslations', field]) as Record<string, string> | undefined;
  return Object.values(values ?? {}).filter((text) => text?.trim()).length;
}

/**
 * A text's translations, folded away until opened: one input per language besides Turkish. A blank one shows the
 * default text in that language; HTML is cleaned by the server the same way as the default notice.
 */
function Translations({
  field,
  rule,
  multiline,
}: {
  field: TranslatedField;
  rule: Rule;
  multiline?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const filled = useFilled(field);
  const label = (
    <span>
      <TranslationOutlined aria-hidden="true" /> {t('site.translations.title')}{' '}
      <span className="admin-muted">
        {t('site.translations.filled', { filled, total: TRANSLATION_LANGUAGES.length })}
      </span>
    </span>
  );
  const inputs = TRANSLATION_LANGUAGES.map((language) => {
    const path = ['textTranslations', field, language];
    return (
      <Form.Item
        key={language}
        name={path}
        label={common(`languages.${language}`)}
        rules={[rule(path.join('.'))]}
      >
        {multiline ? (
          <Input.TextArea
            rows={3}
            maxLength={NOTICE_MAX}
            dir={language === 'ar' ? 'rtl' : undefined}
            lang={language}
          />
        ) : (
          <Input
            maxLength={TITLE_MAX}
            autoComplete="off"
            dir={language === 'ar' ? 'rtl' : undefined}
            lang={language}
          />
        )}
      </Form.Item>
    );
  });
  // In a field's wrapper: the same spacing as the fields around it.
  return (
    <Form.Item className="admin-form-wide">
      <Collapse
        size="small"
        items={[
          {
            key: field,
            label,
            forceRender: true,
            children: (
              <>
                <p className="admin-muted">{t('site.translations.lead')}</p>
                <div className="admin-form-grid">{inputs}</div>
              </>
            ),
          },
        ]}
      />
    </Form.Item>
  );
}

/** The side menu's link and the payment screens' notice, with their translations (issue 27). */
export function TextFields({ rule }: { rule: Rule }) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('site.sections.texts')}>
      <div className="admin-form-grid">
        <Form.Item
          name="b2bMenuLinkItemTitle"
          label={t('site.fields.b2bMenuLinkItemTitle')}
          rules={[rule('b2bMenuLinkItemTitle')]}
          extra={t('site.hints.b2bMenuLinkItemTitle')}
        >
          <Input maxLength={TITLE_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="b2bMenuLinkItemLink"
          label={t('site.fields.b2bMenuLinkItemLink')}
          rules={[rule('b2bMenuLinkItemLink')]}
        >
          <Input maxLength={500} type="url" autoComplete="off" placeholder="https://" />
        </Form.Item>
        <Translations field="b2bMenuLinkItemTitle" rule={rule} />
        <Form.Item
          name="posCollectionDescription"
          label={t('site.fields.posCollectionDescription')}
          rules={[rule('posCollectionDescription')]}
          extra={t('site.hints.posCollectionDescription')}
          className="admin-form-wide"
        >
          <Input.TextArea rows={4} maxLength={NOTICE_MAX} />
        </Form.Item>
        <Translations field="posCollectionDescription" rule={rule} multiline />
      </div>
    </Panel>
  );
}
