import { BulkActionsToolbarClasses, DataTableClasses } from 'react-admin';
import { tableWrapper } from '../../../src/layout/Layout';
import { describe, expect, it } from 'vitest';
import { collapsedBulkActionsClass } from '../../../src/resources/shared/list/ListFrame';

describe('the list frame hides the bulk actions while no row is selected', () => {
  it("by react-admin's own class of the collapsed toolbar (a renamed class fails here, not silently in the browser)", () => {
    expect(collapsedBulkActionsClass).toBe(BulkActionsToolbarClasses.collapsed);
  });
});

describe('the layout lets a wide table scroll in its own box below xl', () => {
  it("by react-admin's own class of the table's wrapper", () => {
    expect(tableWrapper).toBe(DataTableClasses.tableWrapper);
  });
});
