const char *gcc_base_file = __FILE__;
