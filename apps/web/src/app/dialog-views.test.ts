import { accountDialogViews } from '@releve/contracts/routes';
import { describe, expect, it } from 'vitest';
import { accountsDialogViews } from '../features/accounts';
import { billingDialogViews } from '../features/billing';
import { dialogViews } from './dialog-views';

describe("the account dialog's registry", () => {
  it('gives every view contracts name exactly one owner', () => {
    const owned = [...Object.keys(accountsDialogViews), ...Object.keys(billingDialogViews)];
    expect(owned.toSorted()).toEqual([...accountDialogViews].toSorted());
    expect(Object.keys(dialogViews).toSorted()).toEqual([...accountDialogViews].toSorted());
  });
});
