module benchwork.invalid/seed-go-server

go 1.19
