import type { App } from '../app.js';
import { authRoutes } from './auth.js';
import { catalogueRoutes } from './catalogues.js';
import { emailTemplateRoutes } from './emailTemplates.js';
import { exportRoutes } from './export.js';
import { pageRoutes } from './pages.js';
import { settingsRoutes } from './settings.js';
import { subjectRoutes } from './subjects.js';
import { auditRoutes } from './audit.js';
import { dashboardRoutes } from './dashboard.js';
import { declaredRoutes } from '../declared/routes.js';
import { reportRoutes } from './reports.js';
import { transactionRoutes } from './transactions.js';
import { tutorRoutes } from './tutors.js';
import { userRoutes } from './users.js';

/** Every API area, mounted under /api/v1. One file per area of spec section 7. */
export async function registerRoutes(app: App): Promise<void> {
  void app;
  await authRoutes(app);
  await catalogueRoutes(app);
  await pageRoutes(app);
  await emailTemplateRoutes(app);
  await settingsRoutes(app);
  await subjectRoutes(app);
  await userRoutes(app);
  await tutorRoutes(app);
  await transactionRoutes(app);
  await reportRoutes(app);
  await dashboardRoutes(app);
  await auditRoutes(app);
  await exportRoutes(app);
  // Every declared resource (src/resources/<name>/resource.ts), in a scope of its own.
  await app.register(declaredRoutes);
}
