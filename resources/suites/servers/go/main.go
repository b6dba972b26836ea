// Go net/http answering GET /json with a small JSON document, as in the
// Node/Bun/Go write-up: the standard library's server, whose goroutines the
// Go scheduler spreads over every CPU it may use (GOMAXPROCS), without a
// cluster of processes. Binds 127.0.0.1 only.
//
//	PORT  port to listen on (default 3000)
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"syscall"
)

type message struct {
	Message string `json:"message"`
}

func main() {
	portText := os.Getenv("PORT")
	if portText == "" {
		portText = "3000"
	}
	port, err := strconv.Atoi(portText)
	if err != nil || port < 1 || port > 65535 {
		fmt.Fprintf(os.Stderr, "go server: PORT must be a port number, got '%s'\n", portText)
		os.Exit(2)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(message{Message: "Hello, World!"})
	})
	server := &http.Server{Addr: "127.0.0.1:" + strconv.Itoa(port), Handler: mux}

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, syscall.SIGINT)
	go func() {
		<-stop
		server.Shutdown(context.Background())
	}()
	fmt.Printf("listening http://127.0.0.1:%d (Go net/http, GOMAXPROCS %d)\n", port, runtime.GOMAXPROCS(0))
	if err := server.ListenAndServe(); err != http.ErrServerClosed {
		fmt.Fprintf(os.Stderr, "go server: %v\n", err)
		os.Exit(1)
	}
}
