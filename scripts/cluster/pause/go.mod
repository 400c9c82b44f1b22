module degs.local/pause

go 1.22
