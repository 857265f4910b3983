module github.com/cardrules/cardrules

go 1.26
