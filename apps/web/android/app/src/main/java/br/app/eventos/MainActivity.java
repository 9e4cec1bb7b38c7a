package br.app.eventos;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
