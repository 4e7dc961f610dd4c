int in_subdir;
