export { CompanySection } from './CompanySection';
export { CompanyChecks, CHECKS_TEXT } from './CompanyChecks';
export { CompanyForm, type CompanyFormProps } from './CompanyForm';
export { COMPANY_TEXT, toCompanyPayload, validateCompany, type Company } from './model';
