import type { FormInstance, FormRule } from 'antd';
import { translateMessage } from '../i18n/index.js';

/**
 * An Ant Design rule per field path from a form's issue check: the check (and zod with it) loads with the first
 * validation, runs on the whole form as it stands, and the field shows its own message in the screen's language.
 */
export function schemaRule<V>(
  loadCheck: () => Promise<(values: V) => Record<string, string>>,
  valuesOf: (form: Pick<FormInstance, 'getFieldsValue'>) => V,
) {
  return (path: string): FormRule =>
    (form) => ({
      validator: async () => {
        const check = await loadCheck();
        const issue = check(valuesOf(form))[path];
        if (issue) {
          throw new Error(translateMessage(issue));
        }
      },
    });
}
