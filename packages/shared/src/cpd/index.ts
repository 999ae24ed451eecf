/** CPD and courses contract (spec 03 CPD; issue 16). */
export * from './cpd.constants';
export * from './cpd.schemas';
