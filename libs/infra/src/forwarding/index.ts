export * from './forwarding-destination.port';
export * from './forwarder';
export { subjectTemplate, subjectTemplateProblem, type SubjectOf } from './subject-template';
