int from_gcc_base;
