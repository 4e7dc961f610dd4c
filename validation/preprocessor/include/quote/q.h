int from_iquote;
