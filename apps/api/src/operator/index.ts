export { type OperatorOptions, registerOperator } from './operator-endpoints';
