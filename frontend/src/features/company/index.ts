export { CompanySection } from './CompanySection';
export { CompanyForm, type CompanyFormProps } from './CompanyForm';
export { COMPANY_TEXT, toCompanyPayload, validateCompany, type Company } from './model';
