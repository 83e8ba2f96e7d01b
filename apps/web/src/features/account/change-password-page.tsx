import { ChangePasswordRequest, formatIssues } from '@tahsilat/domain';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { PageTitle } from '../shell/page-title.js';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Rules of the shared schema, one field at a time, in the screen's language. */
function schemaRule(field: keyof Values) {
  return ({ getFieldsValue }: { getFieldsValue: () => Partial<Values> }) => ({
    validator: async () => {
      const values = getFieldsValue();
      const result = ChangePasswordRequest.safeParse({
        currentPassword: values.currentPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
      });
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
      if (issue) {
        throw new Error(translateMessage(formatIssues([issue])[0] ?? issue.message));
      }
    },
  });
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(false);

  const handleFinish = async (values: Values) => {
    setLoading(true);
    const result = await api.post('/FirmAuth/ChangePassword', { ...values }, { notify: true });
    setLoading(false);
    if (result.success) {
      form.resetFields();
    }
  };

  return (
    <div className="narrow-page">
      <PageTitle>{t('changePassword.title')}</PageTitle>
      <Card>
        <Alert type="info" showIcon title={t('changePassword.intro')} className="form-intro" />
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void handleFinish(values)}
        >
          <Form.Item
            name="currentPassword"
            label={t('changePassword.current')}
            rules={[schemaRule('currentPassword')]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('changePassword.new')}
            rules={[schemaRule('newPassword')]}
            dependencies={['currentPassword']}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('changePassword.confirm')}
            rules={[schemaRule('confirmPassword')]}
            dependencies={['newPassword']}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={loading} block>
            {t('changePassword.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
