// Writing tasks: what learners write about, and each mode's guide. Drafts and
// completed tasks live in writing/, feedback in writing-feedback/.

export { writingTasksLearnerData } from './learner-data.ts';
export { syncLibraryTasks } from './library-sync.ts';
export { createWritingTaskRepository } from './repository.ts';
export { writingTaskRoutes } from './routes.ts';
export { createWritingTaskService } from './service.ts';
